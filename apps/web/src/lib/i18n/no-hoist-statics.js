// Browser stand-in for hoist-non-react-statics. react-intl's context module imports it for
// injectIntl, a higher-order component this app never uses (lint forbids importing it): the
// stand-in keeps it and the react-is it pulls in (about 1 KB brotli) out of every page's first
// load. Should injectIntl ever be needed, remove the alias in next.config.ts.
export default function hoistNonReactStatics(target) {
  return target;
}
