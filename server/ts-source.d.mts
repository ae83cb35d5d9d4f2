export declare const root: string
export declare function projectTsFile(specifier: string, parentFile?: string): string | null
export declare function projectTsClosure(entry: string): string[]
