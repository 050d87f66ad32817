import NotiUniformTypeIdentifiers

// MobileCoreServices' `kUTType…` constants, each the identifier of a type in notisim's table of declared types.
// On iOS they are `CFString`, which code turns into a `String` with `as String` or hands to an options dictionary as is;
// here they are `String` already, so `kUTTypeJPEG as String` compiles as on iOS (a coercion to the type it has), and
// `[UNNotificationAttachmentOptionsTypeHintKey: kUTTypeJPEG]` gives the attachment the hint it reads.

/// `public.image` (`CFString` on iOS; a `String` here: `kUTTypeImage as String` works unchanged).
public let kUTTypeImage = UTType.image.identifier
/// `public.png` (`CFString` on iOS; a `String` here: `kUTTypePNG as String` works unchanged).
public let kUTTypePNG = UTType.png.identifier
/// `public.jpeg` (`CFString` on iOS; a `String` here: `kUTTypeJPEG as String` works unchanged).
public let kUTTypeJPEG = UTType.jpeg.identifier
/// `com.compuserve.gif` (`CFString` on iOS; a `String` here: `kUTTypeGIF as String` works unchanged).
public let kUTTypeGIF = UTType.gif.identifier
/// `public.movie` (`CFString` on iOS; a `String` here: `kUTTypeMovie as String` works unchanged).
public let kUTTypeMovie = UTType.movie.identifier
/// `public.mpeg-4` (`CFString` on iOS; a `String` here: `kUTTypeMPEG4 as String` works unchanged).
public let kUTTypeMPEG4 = UTType.mpeg4Movie.identifier
/// `com.apple.quicktime-movie` (`CFString` on iOS; a `String` here: `kUTTypeQuickTimeMovie as String` works unchanged).
public let kUTTypeQuickTimeMovie = UTType.quickTimeMovie.identifier
/// `public.audio` (`CFString` on iOS; a `String` here: `kUTTypeAudio as String` works unchanged).
public let kUTTypeAudio = UTType.audio.identifier
/// `public.mp3` (`CFString` on iOS; a `String` here: `kUTTypeMP3 as String` works unchanged).
public let kUTTypeMP3 = UTType.mp3.identifier
/// `public.mpeg-4-audio` (`CFString` on iOS; a `String` here: `kUTTypeMPEG4Audio as String` works unchanged).
public let kUTTypeMPEG4Audio = UTType.mpeg4Audio.identifier
/// `com.microsoft.waveform-audio` (`CFString` on iOS; a `String` here: `kUTTypeWaveformAudio as String` works unchanged).
public let kUTTypeWaveformAudio = UTType.wav.identifier
/// `public.url` (`CFString` on iOS; a `String` here: `kUTTypeURL as String` works unchanged).
public let kUTTypeURL = UTType.url.identifier
/// `public.file-url` (`CFString` on iOS; a `String` here: `kUTTypeFileURL as String` works unchanged).
public let kUTTypeFileURL = UTType.fileURL.identifier
/// `public.text` (`CFString` on iOS; a `String` here: `kUTTypeText as String` works unchanged).
public let kUTTypeText = UTType.text.identifier
/// `public.plain-text` (`CFString` on iOS; a `String` here: `kUTTypePlainText as String` works unchanged).
public let kUTTypePlainText = UTType.plainText.identifier
/// `public.data` (`CFString` on iOS; a `String` here: `kUTTypeData as String` works unchanged).
public let kUTTypeData = UTType.data.identifier
/// `public.item` (`CFString` on iOS; a `String` here: `kUTTypeItem as String` works unchanged).
public let kUTTypeItem = UTType.item.identifier
/// `public.content` (`CFString` on iOS; a `String` here: `kUTTypeContent as String` works unchanged).
public let kUTTypeContent = UTType.content.identifier
