import Foundation
import NotiCore
import NotiWorkspace

/// Opens `/dev/null` on whichever of stdin, stdout and stderr the caller left closed (`notisim >&-`, `2>&-`).
///
/// Otherwise the next file notisim opens takes the free number: the terminal would become "stderr", and once that
/// was closed again a pipe could, so an error line meant for stderr would hit the pipe and kill notisim with SIGPIPE.
func reserveStandardStreams() {
    for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 {
        let opened = open("/dev/null", O_RDWR)
        if opened >= 0 && opened != descriptor {
            dup2(opened, descriptor)
            close(opened)
        }
    }
}

/// Why a payload or file given on the command line could not be read; the message names the file.
struct InputError: Error, CustomStringConvertible {
    var description: String
}

/// The bytes of a payload file, or of standard input for `-` (read up to the same limit).
func readPayload(_ file: String) throws(InputError) -> [UInt8] {
    guard file == "-" else {
        switch PayloadFile.read(path: file) {
        case .success(let bytes): return bytes
        case .failure(let error): throw InputError(description: error.description)
        }
    }
    var bytes: [UInt8] = []
    while let chunk = try? FileHandle.standardInput.read(upToCount: 65_536), !chunk.isEmpty {
        bytes += chunk
        if bytes.count > PayloadFile.maximumBytes {
            throw InputError(description: "standard input: more than \(PayloadFile.maximumBytes) bytes; not read")
        }
    }
    return bytes
}
