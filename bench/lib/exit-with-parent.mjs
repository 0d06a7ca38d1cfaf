// Preloaded (`node --import`) into every process a bench starts: when the bench itself dies,
// even killed outright, the process it started notices it was handed to another parent and exits,
// so no server or client fleet outlives its bench.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(1);
}, 1000).unref();
