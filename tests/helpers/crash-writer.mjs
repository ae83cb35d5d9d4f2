// Child process for the kill -9 test: opens the on-disk database with the server's settings, reports how many of
// the rows acknowledged so far survived, then inserts rows one by one, printing each number only after commit.
import { PGlite } from "@electric-sql/pglite"

const [dir, from, expected] = process.argv.slice(2).map((v, i) => (i === 0 ? v : Number(v)))
const pg = await PGlite.create({ dataDir: dir, startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"] })
await pg.exec("create table if not exists acks (n int primary key, body text not null)")
const { rows } = await pg.query("select count(*)::int as c from acks where n < $1", [from])
process.stdout.write(`check ${rows[0].c} ${expected}\n`)
for (let n = from; ; n++) {
  await pg.query("insert into acks (n, body) values ($1, repeat('x', 2000))", [n])
  process.stdout.write(`ack ${n}\n`)
}
