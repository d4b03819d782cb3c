import { createContext } from "../boot";
import { loadConfig } from "../config";
import { seedIfEmpty } from "./seed";

const { ctx, database } = await createContext(loadConfig());
const seeded = await seedIfEmpty(ctx, { onlyEmbedded: false });
await database.close();
console.log(seeded ? "demo data loaded" : "the database already holds users: nothing loaded");
