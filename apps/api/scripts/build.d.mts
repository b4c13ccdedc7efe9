/** Types of build.mjs, for the tests that build with it. */
export interface ServerBuildOptions {
  entry: string;
  outfile: string;
}
export declare const serverBuild: ServerBuildOptions;
export declare const serverBuildUrl: string;
export declare function buildServer(options?: ServerBuildOptions): Promise<{ inputs: string[] }>;
export declare function serverBuildIsCurrent(options?: ServerBuildOptions): boolean;
export declare function ensureServerBuild(options?: ServerBuildOptions): Promise<boolean>;
