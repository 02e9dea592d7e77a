// The C library's `read` and `write` for `FileBytes` and `AtomicFile`, on every platform that has them; spelled with
// the module's name, as a member of the same name would hide the C function. Elsewhere those types use Foundation.
#if canImport(Darwin)
import Darwin
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Darwin.read(fd, buffer, count) }
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { Darwin.write(fd, buffer, count) }
#elseif canImport(Glibc)
import Glibc
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Glibc.read(fd, buffer, count) }
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { Glibc.write(fd, buffer, count) }
#elseif canImport(Musl)
import Musl
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Musl.read(fd, buffer, count) }
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { Musl.write(fd, buffer, count) }
#elseif canImport(Android)
import Android
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Android.read(fd, buffer, count) }
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { Android.write(fd, buffer, count) }
#endif

#if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
/// Writes all of `bytes` to the open file `fd`, through short writes and interrupted calls: nil, or the `errno` of
/// the failure. Foundation's `FileHandle.write` was slower on a big validation's report (what writing the report
/// costs: Benchmarks/history.md, "Twice the peer at a million names and more").
package func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
        let written = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return nil
}
#endif
