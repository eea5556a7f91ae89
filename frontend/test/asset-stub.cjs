// An imported file (an image) as Vite gives it: its URL.
module.exports = '/assets/stub.svg';
