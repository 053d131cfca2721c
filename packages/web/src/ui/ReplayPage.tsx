export default function ReplayPage(_: Record<string, unknown>) { return null; }
