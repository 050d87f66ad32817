import Foundation

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
