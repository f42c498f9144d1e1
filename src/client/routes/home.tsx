export default function Home() {
  return (
    <main>
      <h1>Home</h1>
    </main>
  );
}
