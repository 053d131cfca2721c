export { default } from "../GenericTable.tsx";
