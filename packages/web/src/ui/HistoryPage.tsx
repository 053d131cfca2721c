export default function HistoryPage(_: Record<string, unknown>) { return null; }
