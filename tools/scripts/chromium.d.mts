export declare const CHROMIUM: string;
export declare const TEST_CHROMIUM: string;
export declare const HEADLESS_CHROMIUM_ARGS: readonly string[];
export declare function ensureChromium(): void;
