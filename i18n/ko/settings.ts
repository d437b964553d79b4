export const settingsMessages = {} as const;
