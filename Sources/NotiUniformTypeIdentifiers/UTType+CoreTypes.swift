/// The system types notification code names, each read from notisim's table of declared types.
extension UTType {
    /// `public.item`: the base of every file-system item.
    public static let item = UTType(declaredIdentifier: "public.item")
    /// `public.content`: the base of types a document holds.
    public static let content = UTType(declaredIdentifier: "public.content")
    /// `public.data`: any byte stream.
    public static let data = UTType(declaredIdentifier: "public.data")
    /// `public.image`: the base image type.
    public static let image = UTType(declaredIdentifier: "public.image")
    /// `public.png`.
    public static let png = UTType(declaredIdentifier: "public.png")
    /// `public.jpeg`.
    public static let jpeg = UTType(declaredIdentifier: "public.jpeg")
    /// `com.compuserve.gif`.
    public static let gif = UTType(declaredIdentifier: "com.compuserve.gif")
    /// `public.heif-standard`.
    public static let heif = UTType(declaredIdentifier: "public.heif-standard")
    /// `public.heic`.
    public static let heic = UTType(declaredIdentifier: "public.heic")
    /// `public.audiovisual-content`: the base of movies and audio.
    public static let audiovisualContent = UTType(declaredIdentifier: "public.audiovisual-content")
    /// `public.movie`: the base movie type.
    public static let movie = UTType(declaredIdentifier: "public.movie")
    /// `public.video`: video without audio.
    public static let video = UTType(declaredIdentifier: "public.video")
    /// `public.mpeg-4`.
    public static let mpeg4Movie = UTType(declaredIdentifier: "public.mpeg-4")
    /// `com.apple.quicktime-movie`.
    public static let quickTimeMovie = UTType(declaredIdentifier: "com.apple.quicktime-movie")
    /// `public.audio`: the base audio type.
    public static let audio = UTType(declaredIdentifier: "public.audio")
    /// `public.mp3`.
    public static let mp3 = UTType(declaredIdentifier: "public.mp3")
    /// `public.mpeg-4-audio`.
    public static let mpeg4Audio = UTType(declaredIdentifier: "public.mpeg-4-audio")
    /// `com.microsoft.waveform-audio`.
    public static let wav = UTType(declaredIdentifier: "com.microsoft.waveform-audio")
    /// `public.aiff-audio`.
    public static let aiff = UTType(declaredIdentifier: "public.aiff-audio")
    /// `public.text`: the base text type.
    public static let text = UTType(declaredIdentifier: "public.text")
    /// `public.plain-text`.
    public static let plainText = UTType(declaredIdentifier: "public.plain-text")
    /// `public.json`.
    public static let json = UTType(declaredIdentifier: "public.json")
    /// `public.url`.
    public static let url = UTType(declaredIdentifier: "public.url")
    /// `public.file-url`.
    public static let fileURL = UTType(declaredIdentifier: "public.file-url")
}
