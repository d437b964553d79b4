import { Navigate } from 'react-admin';

/** Route elements that only redirect (react-admin's dashboard slot, catch-all and access denied). */
export const RedirectToDashboard = () => <Navigate to="/dashboard" replace />;
export const RedirectToLogin = () => <Navigate to="/login" replace />;
export const RedirectToNotFound = () => <Navigate to="/notFound" replace />;
