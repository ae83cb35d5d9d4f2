// Child process for the kill -9 test: opens the on-disk database with the server's settings, reports how many of
// the rows acknowledged so far (1..expected) survived, then inserts rows one by one after the highest stored one,
// printing each number only after its commit returned.
import { PGlite } from "@electric-sql/pglite"

const [dir, expectedArg] = process.argv.slice(2)
const expected = Number(expectedArg)
const pg = await PGlite.create({ dataDir: dir, startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"] })
await pg.exec("create table if not exists acks (n int primary key, body text not null)")
const { rows } = await pg.query("select count(*) filter (where n <= $1)::int as c, coalesce(max(n), 0)::int as top from acks", [expected])
process.stdout.write(`check ${rows[0].c}\n`)
for (let n = rows[0].top + 1; ; n++) {
  await pg.query("insert into acks (n, body) values ($1, repeat('x', 2000))", [n])
  process.stdout.write(`ack ${n}\n`)
}
