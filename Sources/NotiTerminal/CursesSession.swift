import CNcursesw
import Foundation
import NotiApp

/// One curses screen on one terminal device: opening checks everything and throws a one-line error;
/// closing gives the terminal back.
final class CursesSession {
    let terminalType: String
    let isUTF8: Bool
    let localeName: String
    let colorDepth: TerminalColorDepth
    /// The colour number meaning "the terminal's own colour": -1 when `use_default_colors` worked.
    let defaultForeground: Int32
    let defaultBackground: Int32
    /// Which emoji sequences the terminal joins into one glyph.
    let joining: ClusterJoining
    private let screen: OpaquePointer
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    /// Where the bytes curses writes go when there is no terminal (a file read back after every update); nil on a terminal.
    private let recordingTap: ((UnsafeRawBufferPointer) -> Void)?

    private init(terminalType: String, isUTF8: Bool, localeName: String, colorDepth: TerminalColorDepth,
                 defaults: (Int32, Int32), joining: ClusterJoining, screen: OpaquePointer,
                 output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>,
                 recordingTap: ((UnsafeRawBufferPointer) -> Void)? = nil) {
        self.terminalType = terminalType; self.isUTF8 = isUTF8; self.localeName = localeName
        self.colorDepth = colorDepth; (defaultForeground, defaultBackground) = defaults; self.joining = joining
        self.screen = screen; self.output = output; self.input = input; self.recordingTap = recordingTap
    }

    /// Sets the locale, opens and checks the device and its terminfo entry, installs the signal handlers and
    /// starts curses in raw, no-echo, keypad mode.
    static func open(device: CursesTerminal.Device, requestedType: String?, environment: [String: String]) throws -> CursesSession {
        setlocale(LC_ALL, "")
        let codeset = String(cString: notisim_codeset())
        let isUTF8 = codeset.uppercased().filter { $0 != "-" } == "UTF8"
        let localeName = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? codeset

        guard let type = requestedType ?? environment["TERM"], !type.isEmpty else {
            throw TerminalError("TERM is not set: set it to your terminal's type, e.g. xterm-256color")
        }
        let fd = Glibc.open(device.path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            throw TerminalError("no terminal: cannot open \(device.path): \(String(cString: strerror(errno)))")
        }
        guard isatty(fd) == 1 else {
            Glibc.close(fd)
            throw TerminalError("no terminal: \(device.path) is not a terminal")
        }
        let chosenType: String
        do {
            try checkSuitable(type: type, fd: fd)
            chosenType = directColorVariant(of: type, fd: fd, environment: environment) ?? type
        } catch {
            Glibc.close(fd)
            throw error
        }

        var savedModes = termios()
        tcgetattr(fd, &savedModes)
        let inputFD = dup(fd)
        let output = inputFD >= 0 ? fdopen(fd, "w") : nil
        let input = output != nil ? fdopen(inputFD, "r") : nil
        guard let output, let input else {
            let reason = String(cString: strerror(errno))
            if let output { fclose(output) } else { Glibc.close(fd) }
            if inputFD >= 0 { Glibc.close(inputFD) }
            throw TerminalError("no terminal: cannot open streams on \(device.path): \(reason)")
        }
        TerminalSignals.install()
        TerminalSignals.ownWindowChanges()
        guard let screen = newterm(chosenType, output, input) else {
            TerminalSignals.disarm()
            fclose(output); fclose(input)
            throw TerminalError("cannot start curses on terminal type '\(chosenType)'")
        }
        raw()
        noecho()
        nonl()
        keypad(notisim_stdscr(), true)
        set_escdelay(CursesTerminal.escapeDelayMilliseconds)
        curs_set(0)

        var depth = TerminalColorDepth.monochrome
        var defaults: (Int32, Int32) = (-1, -1)
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        if has_colors() && !noColor && start_color() == OK {
            depth = ColorDowngrade.depth(colors: Int(notisim_colors()))
            if use_default_colors() != OK { defaults = (7, 0) }
        }
        TerminalSignals.armRestore(fd: fd, savedModes: savedModes, restoreBytes: restoreSequence())
        let joining = isUTF8 ? probeJoining(output: output, input: input) : .all
        return CursesSession(terminalType: chosenType, isUTF8: isUTF8, localeName: localeName, colorDepth: depth,
                             defaults: defaults, joining: joining, screen: screen, output: output, input: input)
    }

    /// Curses on no terminal at all, for a recording of a headless run: what it writes for a `size` terminal of `type`
    /// goes to a file that ``drainRecording()`` hands to `tap` (curses writes with write(2) on the stream's descriptor,
    /// so the file is what can be read back). The locale is switched to UTF-8 when it is not, as the recording is UTF-8.
    static func openOffscreen(type: String, size: TerminalSize, tap: @escaping (UnsafeRawBufferPointer) -> Void) throws -> CursesSession {
        setlocale(LC_ALL, "")
        if String(cString: notisim_codeset()).uppercased().filter({ $0 != "-" }) != "UTF8" { setlocale(LC_CTYPE, "C.UTF-8") }
        let isUTF8 = String(cString: notisim_codeset()).uppercased().filter { $0 != "-" } == "UTF8"
        let localeName = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
        guard let output = tmpfile() else { throw TerminalError("cannot create a temporary file for the recording") }
        guard let input = fopen("/dev/null", "r") else {
            fclose(output)
            throw TerminalError("cannot open /dev/null for the recording's curses screen")
        }
        // Curses takes the size of a screen that is no terminal from LINES and COLUMNS, else from the terminfo entry.
        let savedSize: [(String, String?)] = ["LINES", "COLUMNS"].map { name in (name, getenv(name).map { String(cString: $0) }) }
        setenv("LINES", String(size.rows), 1)
        setenv("COLUMNS", String(size.cols), 1)
        TerminalSignals.ownWindowChanges()
        let started = newterm(type, output, input)
        for (name, value) in savedSize { if let value { setenv(name, value, 1) } else { unsetenv(name) } }
        guard let screen = started else {
            fclose(output); fclose(input)
            throw TerminalError("cannot start curses on terminal type '\(type)' for the recording")
        }
        nonl()
        curs_set(0)
        var depth = TerminalColorDepth.monochrome
        var defaults: (Int32, Int32) = (-1, -1)
        if has_colors() && start_color() == OK {
            depth = ColorDowngrade.depth(colors: Int(notisim_colors()))
            if use_default_colors() != OK { defaults = (7, 0) }
        }
        return CursesSession(terminalType: type, isUTF8: isUTF8, localeName: localeName, colorDepth: depth, defaults: defaults,
                             joining: .all, screen: screen, output: output, input: input, recordingTap: tap)
    }

    /// Hands what curses wrote since the last call to the recording (offscreen sessions only) and empties the file.
    func drainRecording() {
        guard let recordingTap else { return }
        fflush(output)
        let fd = fileno(output)
        let length = Int(lseek(fd, 0, SEEK_END))
        guard length > 0 else { return }
        var bytes = [UInt8](repeating: 0, count: length)
        let read = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, length, 0) }
        if read > 0 { bytes.withUnsafeBytes { recordingTap(UnsafeRawBufferPointer(rebasing: $0[..<read])) } }
        _ = ftruncate(fd, 0)
        lseek(fd, 0, SEEK_SET)
    }

    /// Asks the terminal, on the alternate screen curses has just entered, which emoji sequences it joins; the
    /// next frame repaints the whole screen over the probe.
    private static func probeJoining(output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>) -> ClusterJoining {
        refresh()
        fflush(output)
        let joining = ClusterJoining.probe(input: fileno(input), output: fileno(output), timeout: joiningProbeTimeout)
        clearok(notisim_stdscr(), true)
        return joining
    }

    /// How long a terminal has to answer the cursor position requests of the joining probe.
    static let joiningProbeTimeout = Duration.milliseconds(300)

    /// The size the terminal device reports now (nil for an offscreen session or a device that does not say).
    func deviceSize() -> TerminalSize? {
        guard recordingTap == nil else { return nil }
        var size = winsize()
        guard ioctl(fileno(output), UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return TerminalSize(cols: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Makes this session's screen the one curses draws on (a process may have a recording's offscreen screen too).
    func activate() { _ = set_term(screen) }

    /// Ends curses (leaving the alternate screen, restoring the saved terminal modes) and closes the device.
    func close() {
        endwin()
        drainRecording()
        delscreen(screen)
        if recordingTap == nil { TerminalSignals.disarm() }
        fclose(output)
        fclose(input)
    }

    /// Throws when `type` has no terminfo entry or cannot address the cursor (`dumb`, hardcopy, generic).
    private static func checkSuitable(type: String, fd: Int32) throws {
        var status: Int32 = 0
        guard setupterm(type, fd, &status) == OK else {
            switch status {
            case 1: throw TerminalError("terminal type '\(type)' is a hardcopy terminal (use e.g. xterm-256color)")
            case 0: throw TerminalError("unknown terminal type '\(type)': no terminfo entry (use e.g. xterm-256color)")
            default: throw TerminalError("no terminfo database found for terminal type '\(type)'")
            }
        }
        let suitable = tigetflag("gn") <= 0 && tigetflag("hc") <= 0 && notisim_is_capability(tigetstr("cup")) != 0
        del_curterm(notisim_cur_term())
        guard suitable else {
            throw TerminalError("terminal type '\(type)' cannot move the cursor (use e.g. xterm-256color)")
        }
    }

    /// The 24-bit `-direct` terminfo variant of `type` when `COLORTERM` says the terminal takes 24-bit colour,
    /// `type` itself does not, and the variant is installed.
    private static func directColorVariant(of type: String, fd: Int32, environment: [String: String]) -> String? {
        guard ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") else { return nil }
        var status: Int32 = 0
        guard setupterm(type, fd, &status) == OK else { return nil }
        let colors = tigetnum("colors")
        del_curterm(notisim_cur_term())
        guard colors < 1 << 24 else { return nil }
        let base = type.replacingOccurrences(of: "-256color", with: "").replacingOccurrences(of: "-color", with: "")
        let variant = base + "-direct"
        guard setupterm(variant, fd, &status) == OK else { return nil }
        let usable = notisim_is_capability(tigetstr("cup")) != 0
        del_curterm(notisim_cur_term())
        return usable ? variant : nil
    }

    /// Bytes that undo curses' setup without curses: reset attributes, keypad off, cursor on, leave the
    /// alternate screen.
    private static func restoreSequence() -> [UInt8] {
        var bytes: [UInt8] = []
        for name in ["sgr0", "rmkx", "cnorm", "rmcup"] {
            let value = tigetstr(name)
            if notisim_is_capability(value) != 0, let value { bytes += Array(String(cString: value).utf8) }
        }
        return bytes
    }
}
