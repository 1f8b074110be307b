export async function finishBuild(root: string): Promise<void> {
  console.log("finish", root);
}
