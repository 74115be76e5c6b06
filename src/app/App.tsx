// Placeholder: replaced by the app shell work.
export function App() {
  return <div>Defter</div>;
}
