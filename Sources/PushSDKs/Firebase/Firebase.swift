// `import Firebase`, the umbrella CocoaPods projects use, brings the Firebase modules notisim provides.
@_exported import FirebaseMessaging
