// Scripts must run on the pinned Node 24 (node_modules/.bin/node), not the system's Node 20.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `This project needs Node >= 22 (it pins Node 24 as a devDependency), but scripts are running on Node ${process.versions.node}.\n` +
      'Run them through pnpm (pnpm start, pnpm test) after `pnpm install`, which puts Node 24 first on the PATH.',
  );
  process.exit(1);
}
