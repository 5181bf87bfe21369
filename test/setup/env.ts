// Each e2e file boots the app in-process; keep its logs out of the test report unless asked.
process.env.LOG_LEVEL ??= 'silent';
