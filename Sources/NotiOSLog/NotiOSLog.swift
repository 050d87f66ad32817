// The newer name of Apple's logging module: `import OSLog` gives what `import os` gives. A module of its own because
// two module aliases cannot name one module (os=NotiOS, OSLog=NotiOSLog).
@_exported import NotiOS
