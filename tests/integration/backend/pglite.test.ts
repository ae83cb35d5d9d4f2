import { pgliteFactory } from "../../helpers/data-harness"
import { describeDataContract } from "./contract"
import { describeOutboxContract } from "./outbox-contract"
import { describePublishingContract } from "./publishing-contract"
import { describeTeamContract } from "./team-contract"

describeDataContract(pgliteFactory)
describeOutboxContract(pgliteFactory)
describePublishingContract(pgliteFactory)
describeTeamContract(pgliteFactory)
