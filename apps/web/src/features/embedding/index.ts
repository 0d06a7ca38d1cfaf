// Embedding in a host page: iframe mode and its messages.
export { IframeMode } from './components/iframe-mode';
