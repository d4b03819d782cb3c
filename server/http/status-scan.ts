import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseAst } from "rolldown/parseAst";

/**
 * Reads the server's code and tells, for each route (`registerCall(app, <call>, <handler>)`), which error
 * statuses its code can raise: every `new Invalid/Forbidden/NotFound/Conflict/…` (server/http/errors.ts) and
 * `new AppError(<status>)` in the handler or in any function it refers to, across modules (imports, namespace
 * imports, local functions and classes), and the success status it sets (`reply.status(201)`). It
 * over-approximates (a function counts as soon as it is referred to), which is the safe side for a declaration.
 * Calls through an interface or a value passed around at run time are not followed: the server's status guard
 * (statuses.ts) catches those in tests.
 */

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

const ERROR_CLASSES: Record<string, number> = {
  Invalid: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  TooLarge: 413,
  TooManyRequests: 429,
};

interface FileInfo {
  file: string;
  imports: Map<string, { file: string; name: string }>;
  namespaces: Map<string, string>;
  decls: Map<string, Node>;
  reexports: Map<string, { file: string; name: string }>;
  starExports: string[];
}

export interface RouteStatuses {
  /** The contract call's exported name. */
  call: string;
  /** Where the route is registered. */
  where: string;
  errors: number[];
  success: number[];
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === "type" || key === "start" || key === "end") continue;
    if (Array.isArray(value)) for (const item of value) isNode(item) && out.push(item);
    else if (isNode(value)) out.push(value);
  }
  return out;
}

function walk(node: Node, visit: (node: Node, parent: Node | undefined) => void, parent?: Node): void {
  visit(node, parent);
  for (const child of children(node)) walk(child, visit, node);
}

function name(node: unknown): string | undefined {
  return isNode(node) && node.type === "Identifier" ? (node.name as string) : undefined;
}

export class StatusScan {
  private files = new Map<string, FileInfo>();
  private direct = new Map<string, { statuses: Set<number>; success: Set<number>; edges: Set<string> }>();

  constructor(private readonly root: string) {}

  private resolveImport(from: string, source: string): string | undefined {
    if (!source.startsWith(".")) return undefined;
    const base = path.resolve(path.dirname(from), source);
    for (const candidate of [base, `${base}.ts`, path.join(base, "index.ts")]) {
      if (candidate.endsWith(".ts") && this.exists(candidate)) return candidate;
    }
    return undefined;
  }

  private exists(file: string): boolean {
    try {
      readFileSync(file);
      return true;
    } catch {
      return false;
    }
  }

  /** Server files only: shared code raises no HTTP errors. */
  private inScope(file: string): boolean {
    return file.startsWith(path.join(this.root, "server") + path.sep);
  }

  file(file: string): FileInfo | undefined {
    if (!this.inScope(file)) return undefined;
    const known = this.files.get(file);
    if (known) return known;
    const info: FileInfo = {
      file,
      imports: new Map(),
      namespaces: new Map(),
      decls: new Map(),
      reexports: new Map(),
      starExports: [],
    };
    this.files.set(file, info);
    const program = parseAst(readFileSync(file, "utf8"), { lang: "ts" }) as unknown as Node;
    for (const statement of program.body as Node[]) {
      let declaration: Node | undefined = statement;
      if (statement.type === "ImportDeclaration") {
        const target = this.resolveImport(file, (statement.source as { value: string }).value);
        if (!target) continue;
        for (const spec of statement.specifiers as Node[]) {
          const local = name(spec.local);
          if (!local) continue;
          if (spec.type === "ImportNamespaceSpecifier") info.namespaces.set(local, target);
          else if (spec.type === "ImportSpecifier")
            info.imports.set(local, { file: target, name: name(spec.imported) ?? local });
        }
        continue;
      }
      if (statement.type === "ExportAllDeclaration") {
        const target = this.resolveImport(file, (statement.source as { value: string }).value);
        if (target) info.starExports.push(target);
        continue;
      }
      if (statement.type === "ExportNamedDeclaration") {
        const source = statement.source as { value: string } | null;
        const target = source ? this.resolveImport(file, source.value) : undefined;
        for (const spec of (statement.specifiers as Node[]) ?? []) {
          const local = name(spec.local);
          const exported = name(spec.exported) ?? local;
          if (!local || !exported) continue;
          if (target) info.reexports.set(exported, { file: target, name: local });
          else if (local !== exported) info.reexports.set(exported, { file, name: local });
        }
        declaration = (statement.declaration as Node | null) ?? undefined;
      }
      if (!declaration) continue;
      if (declaration.type === "FunctionDeclaration" || declaration.type === "ClassDeclaration") {
        const id = name(declaration.id);
        if (id) info.decls.set(id, declaration);
      } else if (declaration.type === "VariableDeclaration") {
        for (const d of declaration.declarations as Node[]) {
          const id = name(d.id);
          if (id && isNode(d.init)) info.decls.set(id, d.init);
        }
      }
    }
    return info;
  }

  /** The key (`file#name`) of what a name of a file stands for, following imports and re-exports. */
  resolve(file: string, local: string, depth = 0): string | undefined {
    const info = this.file(file);
    if (!info || depth > 10) return undefined;
    if (info.decls.has(local)) return `${file}#${local}`;
    const imported = info.imports.get(local) ?? info.reexports.get(local);
    if (imported) return this.resolve(imported.file, imported.name, depth + 1);
    for (const star of info.starExports) {
      const found = this.resolve(star, local, depth + 1);
      if (found) return found;
    }
    return undefined;
  }

  private errorStatusOf(file: string, local: string): number | undefined {
    const key = this.resolve(file, local);
    if (!key) return undefined;
    const [declFile, declName] = key.split("#") as [string, string];
    if (declFile !== path.join(this.root, "server/http/errors.ts")) return undefined;
    return ERROR_CLASSES[declName];
  }

  /** What one piece of code raises itself, and the declarations it refers to. */
  private scanNode(file: string, node: Node) {
    const statuses = new Set<number>();
    const success = new Set<number>();
    const edges = new Set<string>();
    const info = this.file(file);
    walk(node, (n, parent) => {
      if (n.type === "NewExpression") {
        const callee = name(n.callee);
        if (!callee) return;
        const status = this.errorStatusOf(file, callee);
        if (status) statuses.add(status);
        const key = this.resolve(file, callee);
        if (key?.endsWith("/server/http/errors.ts#AppError")) {
          const first = (n.arguments as Node[])[0];
          if (first?.type === "Literal" && typeof first.value === "number") statuses.add(first.value);
          else statuses.add(-1); // a status only known at run time: the test asks for a literal
        }
        return;
      }
      if (n.type === "CallExpression") {
        // reply.status(201) / reply.code(201)
        const callee = n.callee as Node;
        if (callee.type === "MemberExpression" && ["status", "code"].includes(name(callee.property) ?? "")) {
          const first = (n.arguments as Node[])[0];
          if (first?.type === "Literal" && typeof first.value === "number" && first.value < 300)
            success.add(first.value);
        }
        return;
      }
      if (n.type === "MemberExpression" && !n.computed) {
        const object = name(n.object);
        const target = object ? info?.namespaces.get(object) : undefined;
        const property = name(n.property);
        if (target && property) {
          const key = this.resolve(target, property);
          if (key) edges.add(key);
        }
        return;
      }
      if (n.type === "Identifier") {
        // a property name or an object key is not a reference
        if (parent?.type === "MemberExpression" && parent.property === n && !parent.computed) return;
        if (parent?.type === "Property" && parent.key === n && !parent.computed && !parent.shorthand) return;
        const key = this.resolve(file, n.name as string);
        if (key) edges.add(key);
      }
    });
    return { statuses, success, edges };
  }

  private scanKey(key: string) {
    const known = this.direct.get(key);
    if (known) return known;
    const [file, local] = key.split("#") as [string, string];
    const node = this.file(file)?.decls.get(local);
    const result = node
      ? this.scanNode(file, node)
      : { statuses: new Set<number>(), success: new Set<number>(), edges: new Set<string>() };
    this.direct.set(key, result);
    return result;
  }

  /** The statuses raised by a piece of code and everything it refers to. */
  reach(file: string, node: Node): { errors: Set<number>; success: Set<number> } {
    const first = this.scanNode(file, node);
    const errors = new Set(first.statuses);
    const success = new Set(first.success);
    const seen = new Set<string>();
    const queue = [...first.edges];
    while (queue.length > 0) {
      const key = queue.pop() as string;
      if (seen.has(key)) continue;
      seen.add(key);
      const scanned = this.scanKey(key);
      for (const s of scanned.statuses) errors.add(s);
      for (const s of scanned.success) success.add(s);
      queue.push(...scanned.edges);
    }
    return { errors, success };
  }

  /** Every `registerCall(app, <call>, <handler>)` of the server's non-test files. */
  routes(): RouteStatuses[] {
    const out: RouteStatuses[] = [];
    const server = path.join(this.root, "server");
    const files = readdirSync(server, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.endsWith(".d.ts"))
      .map((f) => path.join(server, f));
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      if (!source.includes("registerCall(")) continue;
      const program = parseAst(source, { lang: "ts" }) as unknown as Node;
      walk(program, (n) => {
        if (n.type !== "CallExpression" || name(n.callee) !== "registerCall") return;
        const [, callArg, handler] = n.arguments as Node[];
        const local = name(callArg);
        const imported = local ? this.file(file)?.imports.get(local) : undefined;
        const line = source.slice(0, n.start).split("\n").length;
        const where = `${path.relative(this.root, file)}:${line}`;
        if (!local || !handler) {
          out.push({ call: "?", where, errors: [], success: [] });
          return;
        }
        const { errors, success } = this.reach(file, handler);
        out.push({
          call: imported?.name ?? local,
          where,
          errors: [...errors].sort((a, b) => a - b),
          success: [...success].sort((a, b) => a - b),
        });
      });
    }
    return out;
  }
}
