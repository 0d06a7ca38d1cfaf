// Component tests wait for what the page shows (findBy…, waitFor) up to 5 s instead of Testing
// Library's 1 s: on a shared two-core machine running two test workers, a render that takes a
// second is load, not a defect. Node-only tests do not load Testing Library.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
