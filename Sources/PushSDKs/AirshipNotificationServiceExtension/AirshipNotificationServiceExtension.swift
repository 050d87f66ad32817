// `import AirshipNotificationServiceExtension`, the module name CocoaPods gives Airship's service extension pod
// (`AirshipServiceExtension` in Swift Package Manager), brings the same extension.
@_exported import AirshipServiceExtension
