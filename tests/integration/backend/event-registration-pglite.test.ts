import { pgliteFactory } from "../../helpers/data-harness"
import { describeEventRegistrationContract } from "./event-registration-contract"

describeEventRegistrationContract(pgliteFactory)
