import Form from "next/form"
import { Search } from "lucide-react"

import { LIST } from "@/lib/copy/common"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"

import { isDefaultOrder, type ListState } from "./list-query"

type ListSearchProps = {
  basePath: string
  state: ListState
  placeholder: string
  /** Other URL state the search keeps (the inbox's view). */
  hidden?: Record<string, string>
}

/** Search runs on submit (a GET form): the text lands in ?q=, sort and order are kept, paging restarts. */
export function ListSearch({ basePath, state, placeholder, hidden = {} }: ListSearchProps) {
  const keepSort = !isDefaultOrder(state)
  return (
    <Form action={basePath} role="search" className="flex w-full max-w-md gap-2">
      {/* keyed on the query so Back/Forward show the text of the URL they land on */}
      <Input key={state.q} type="search" name="q" defaultValue={state.q} placeholder={placeholder} aria-label={placeholder} maxLength={200} />
      {state.locale ? <input type="hidden" name="locale" value={state.locale} /> : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {keepSort ? (
        <>
          <input type="hidden" name="sort" value={state.sort} />
          <input type="hidden" name="order" value={state.order} />
        </>
      ) : null}
      <Button type="submit" variant="outline" size="icon" aria-label={LIST.search}>
        <Search aria-hidden />
      </Button>
    </Form>
  )
}
