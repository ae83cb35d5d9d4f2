import { freshPglite } from "./type-names-contract"
import { describeOneStoreMigration } from "./one-store-contract"

describeOneStoreMigration(freshPglite)
