import type { Hono } from 'hono';
import type { SandboxSettings } from './settings';

/**
 * One stand-in for a third-party service: it adds its public routes (the provider's
 * protocol) and its test controls under /__sandbox/ to the app.
 */
export type SandboxFeature = (app: Hono, settings: SandboxSettings) => void;
