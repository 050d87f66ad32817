import Foundation
internal import NotiDispatch

/// A sound registered with `AudioServicesCreateSystemSoundID`, or one of iOS's own (AudioToolbox's `SystemSoundID`).
public typealias SystemSoundID = UInt32
/// A C function's result code (`noErr` is 0).
public typealias OSStatus = Int32
/// A file URL as AudioToolbox's C functions take it; `url as CFURL` compiles as on iOS. On Linux, where Foundation
/// has no `CFURL`, it is `URL` itself.
public typealias CFURL = URL

/// The sound ID that vibrates the device (AudioToolbox's `kSystemSoundID_Vibrate`).
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF
/// The result of a call that succeeded.
public let kAudioServicesNoError: OSStatus = 0
/// The result of a call that failed for a reason AudioToolbox does not name: here, a file that is not there.
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500

/// Sounds an extension registered: each ID's file.
private let registeredSounds = RegisteredSounds()

private final class RegisteredSounds: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [SystemSoundID: URL] = [:]
    private var next: SystemSoundID = 4096

    func register(_ url: URL) -> SystemSoundID {
        lock.withLock {
            let id = next
            next += 1
            files[id] = url
            return id
        }
    }

    func file(_ id: SystemSoundID) -> URL? { lock.withLock { files[id] } }
    func remove(_ id: SystemSoundID) -> Bool { lock.withLock { files.removeValue(forKey: id) != nil } }
}

/// What a sound ID plays, for the event log: vibration, the registered file's name, or iOS's own sound number.
private func describe(_ sound: SystemSoundID) -> String {
    if sound == kSystemSoundID_Vibrate { return "vibration" }
    if let file = registeredSounds.file(sound) { return "sound \(sound) (\(file.lastPathComponent))" }
    return "system sound \(sound)"
}

/// Registers the sound file at `inFileURL` and writes its new ID (AudioToolbox's `AudioServicesCreateSystemSoundID`):
/// `kAudioServicesNoError`, or `kAudioServicesSystemSoundUnspecifiedError` when there is no such file.
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    guard inFileURL.isFileURL, FileManager.default.fileExists(atPath: inFileURL.path) else { return kAudioServicesSystemSoundUnspecifiedError }
    outSystemSoundID.pointee = registeredSounds.register(inFileURL)
    return kAudioServicesNoError
}

/// Forgets a sound `AudioServicesCreateSystemSoundID` registered (AudioToolbox's `AudioServicesDisposeSystemSoundID`).
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    registeredSounds.remove(inSystemSoundID) ? kAudioServicesNoError : kAudioServicesSystemSoundUnspecifiedError
}

/// Plays a short sound (AudioToolbox's `AudioServicesPlaySystemSound`): an event log line, as a device-less
/// simulator has no speaker to play it on (docs/rules/apple-frameworks.md#audio-and-video).
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    ExtensionLog.write(subsystem: "AudioToolbox", "would play \(describe(inSystemSoundID))")
}

/// Plays a short sound and vibrates (AudioToolbox's `AudioServicesPlayAlertSound`): an event log line.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    ExtensionLog.write(subsystem: "AudioToolbox", "would play \(describe(inSystemSoundID)) as an alert")
}

/// Plays a short sound, then runs `inCompletionBlock` on the main queue (AudioToolbox's
/// `AudioServicesPlaySystemSoundWithCompletion`): the event log line, and the block once the main queue runs.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    AudioServicesPlaySystemSound(inSystemSoundID)
    guard let inCompletionBlock else { return }
    ExtensionRunLoop.current.schedule(after: 0) { inCompletionBlock() }
}
