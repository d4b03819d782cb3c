/**
 * The part of i18next the web app uses, in about 1 KB instead of about 16 KB gzipped (i18next and
 * react-i18next were a tenth of the first page's JavaScript). vite.config.ts resolves `i18next` to this
 * module in the browser build, so the code keeps importing `i18next` and keeps its types. What it does, the
 * way i18next does it (lite.test.ts compares the two on every text of every catalogue):
 * - nested keys ("event.period"); a missing key answers `defaultValue`, else the key, and calls the
 *   `missingKeyHandler` when `saveMissing` is set;
 * - `{{name}}` interpolation, not escaped (React escapes), an unknown name left as it is;
 * - plurals by `count` with the language's plural rules (`key_one`, `key_other`, and `key_zero` for 0);
 * - `t(key, { lng })`, `getFixedT(lng)`, `exists`, `changeLanguage`, `addResourceBundle` (deep merge),
 *   `hasResourceBundle`, and the `languageChanged` and `added` events that re-render (react-i18next.ts).
 * Anything else of i18next (namespaces, nesting with $t, formatters, contexts, backends) is not there:
 * add it here, with a case in lite.test.ts, before a text needs it.
 */
type Tree = { [key: string]: unknown };
type Values = Record<string, unknown> & { count?: unknown; defaultValue?: unknown; lng?: string };
type Listener = (...args: unknown[]) => void;
export type TranslateFunction = (key: string, values?: Values) => string;

interface InitOptions {
  resources?: Record<string, { translation?: Tree }>;
  lng?: string;
  saveMissing?: boolean;
  missingKeyHandler?: (
    languages: readonly string[],
    namespace: string,
    key: string,
    fallback: string,
  ) => void;
  [option: string]: unknown;
}

const resources: Record<string, Tree> = {};
const listeners = new Map<string, Set<Listener>>();
const pluralRules = new Map<string, Intl.PluralRules>();
let settings: InitOptions = {};

function find(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function resolve(language: string | undefined, key: string, count: unknown): string | undefined {
  if (!language) return undefined;
  const tree = resources[language];
  const candidates: string[] = [];
  if (typeof count === "number") {
    if (count === 0) candidates.push(`${key}_zero`);
    candidates.push(`${key}_${pluralForm(language, count)}`);
  }
  candidates.push(key);
  for (const candidate of candidates) {
    const text = find(tree, candidate);
    if (typeof text === "string") return text;
  }
  return undefined;
}

function interpolate(text: string, values: Values): string {
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) => {
    const value = find(values, name);
    return value === undefined || value === null ? whole : String(value);
  });
}

function translate(language: string | undefined, key: string, values: Values = {}): string {
  const lng = values.lng ?? language;
  const text = resolve(lng, key, values.count);
  if (text !== undefined) return interpolate(text, values);
  const fallback = typeof values.defaultValue === "string" ? values.defaultValue : key;
  if (settings.saveMissing) settings.missingKeyHandler?.([lng ?? ""], "translation", key, fallback);
  return interpolate(fallback, values);
}

function merge(target: Tree, source: Tree, overwrite: boolean): Tree {
  for (const [name, value] of Object.entries(source)) {
    const current = target[name];
    if (value && typeof value === "object" && current && typeof current === "object")
      merge(current as Tree, value as Tree, overwrite);
    else if (overwrite || current === undefined) target[name] = value;
  }
  return target;
}

function emit(event: string, ...args: unknown[]): void {
  for (const listener of listeners.get(event) ?? []) listener(...args);
}

const i18n = {
  language: undefined as string | undefined,
  isInitialized: false,
  use(_plugin: unknown) {
    return i18n;
  },
  async init(options: InitOptions): Promise<TranslateFunction> {
    settings = options;
    for (const [language, namespaces] of Object.entries(options.resources ?? {}))
      resources[language] = merge({}, namespaces.translation ?? {}, true);
    i18n.language = options.lng;
    i18n.isInitialized = true;
    emit("initialized", options);
    return i18n.t;
  },
  t(key: string, values?: Values): string {
    return translate(i18n.language, key, values);
  },
  getFixedT(language: string | undefined): TranslateFunction {
    return (key, values) => translate(language, key, values);
  },
  exists(key: string, values?: Values): boolean {
    return resolve(values?.lng ?? i18n.language, key, values?.count) !== undefined;
  },
  hasResourceBundle(language: string, _namespace: string): boolean {
    return language in resources;
  },
  addResourceBundle(language: string, namespace: string, bundle: Tree, deep = false, overwrite = false) {
    const current = resources[language] ?? {};
    resources[language] = deep ? merge(current, bundle, overwrite) : { ...current, ...bundle };
    emit("added", language, namespace);
    return i18n;
  },
  async changeLanguage(language: string): Promise<TranslateFunction> {
    i18n.language = language;
    emit("languageChanged", language);
    return i18n.getFixedT(language);
  },
  on(event: string, listener: Listener) {
    let set = listeners.get(event);
    if (!set) {
      set = new Set();
      listeners.set(event, set);
    }
    set.add(listener);
    return i18n;
  },
  off(event: string, listener: Listener) {
    listeners.get(event)?.delete(listener);
    return i18n;
  },
};

export default i18n;
