declare module "*?responsive" {
  const picture: import("./lib/picture").Picture;
  export default picture;
}
