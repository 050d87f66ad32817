// AVFoundation brings AVFAudio's players and session and CoreMedia's times with it, as Apple's does.
@_exported import NotiAVFAudio
@_exported import NotiCoreMedia
