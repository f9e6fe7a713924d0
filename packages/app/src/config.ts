// The browser's runtime configuration: inlined by the server as <script id="app-config">, or asked
// from GET /api/config when the page was not served by our server (the Vite dev server).
export interface AppConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  authEmulatorUrl?: string;
  contactEmail: string;
  /** STORE_TIME_ZONE: administrators' screens show times there, as the CSV export does. */
  timeZone?: string;
  /** VAT_RATE_DEFAULT in percent: the rate of an item without its own (requirements §17). */
  vatRateDefault?: number;
  /** The payment methods offered, their gateways configured (requirements §18); cash on delivery only when absent. */
  payment_methods?: ('cod' | 'bkash' | 'sslcommerz')[];
  /** COD_ADVANCE_ABOVE in BDT: cash orders above it pay an advance online first. */
  cod_advance_above?: number;
}

let cached: Promise<AppConfig> | undefined;

/** The configuration the server inlined in the page, if it did: read at once, with no request. */
export function readInlineConfig(): AppConfig | undefined {
  const text = document.getElementById('app-config')?.textContent?.trim();
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<AppConfig>;
    return value.firebase ? (value as AppConfig) : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the configuration read, so the next use asks again (the stories answer GET /api/config each their own way). */
export function forgetConfig(): void {
  cached = undefined;
}

export function loadConfig(): Promise<AppConfig> {
  cached ??= Promise.resolve(readInlineConfig()).then(async (inline) => {
    if (inline) return inline;
    const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`Could not load the configuration (${response.status})`);
    return (await response.json()) as AppConfig;
  });
  // A failed read is forgotten: the next use asks again.
  cached.catch(forgetConfig);
  return cached;
}
