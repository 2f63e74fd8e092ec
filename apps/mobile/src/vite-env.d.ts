/// <reference types="vite/client" />

/** The build's identity (scripts/vite-plugins.ts). */
declare const __APP_BUILD__: string;
