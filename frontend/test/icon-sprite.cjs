// The icon sprite's URL as the build gives it (scripts/icon-sprite.mjs).
module.exports = '/assets/icons-test.svg';
