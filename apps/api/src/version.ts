// The release this build belongs to; set by the build, "dev" when run from source.
export const APP_VERSION: string = process.env.APP_VERSION ?? 'dev';
