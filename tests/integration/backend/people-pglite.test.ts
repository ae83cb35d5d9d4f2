import { pgliteFactory } from "../../helpers/data-harness"
import { describePeopleContract } from "./people-contract"

describePeopleContract(pgliteFactory)
