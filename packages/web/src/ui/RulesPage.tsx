export default function RulesPage(_: Record<string, unknown>) { return null; }
