/** react-admin's AutocompleteInput (MUI's Autocomplete), in a chunk of its own: see DeferredAutocompleteInput. */
export { AutocompleteInput } from 'react-admin';
