import { pgliteFactory } from "../../helpers/data-harness"
import { describeDocumentsContract } from "./documents-contract"

describeDocumentsContract(pgliteFactory)
