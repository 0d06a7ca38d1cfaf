// Embedding in a host page (spec: iframe messages, allowed origins).
export * from './host-messages';
