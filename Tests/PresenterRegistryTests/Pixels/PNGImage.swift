/// An 8-bit RGB or RGBA, non-interlaced PNG decoded to RGBA pixels: what `rsvg-convert` writes.
struct PNGImage {
    let width: Int
    let height: Int
    /// Four bytes a pixel, rows top to bottom.
    let rgba: [UInt8]

    struct Pixel: Hashable, CustomStringConvertible {
        var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
        var description: String { "rgba(\(red),\(green),\(blue),\(alpha))" }
    }

    subscript(x: Int, y: Int) -> Pixel {
        let i = (y * width + x) * 4
        return Pixel(red: rgba[i], green: rgba[i + 1], blue: rgba[i + 2], alpha: rgba[i + 3])
    }

    init(png bytes: [UInt8]) throws {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else {
            throw Inflate.Failure(description: "not a PNG")
        }
        func be32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        var position = 8
        var width = 0, height = 0, channels = 0
        var compressed: [UInt8] = []
        while position + 8 <= bytes.count {
            let length = be32(position)
            let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
            let data = position + 8
            guard data + length + 4 <= bytes.count else { throw Inflate.Failure(description: "a chunk ends early") }
            switch type {
            case "IHDR":
                width = be32(data)
                height = be32(data + 4)
                let (depth, color, interlace) = (bytes[data + 8], bytes[data + 9], bytes[data + 12])
                guard depth == 8, color == 6 || color == 2, interlace == 0 else {
                    throw Inflate.Failure(
                        description: "PNG depth \(depth), colour type \(color), interlace \(interlace)")
                }
                channels = color == 6 ? 4 : 3
            case "IDAT":
                compressed += bytes[data..<(data + length)]
            default:
                break
            }
            position = data + length + 4
            if type == "IEND" { break }
        }
        let raw = try Inflate.zlib(compressed)
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw Inflate.Failure(description: "too few pixels") }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var previous = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let start = y * (stride + 1)
            let filter = raw[start]
            var line = Array(raw[(start + 1)...(start + stride)])
            for x in 0..<stride {
                let a = x >= channels ? Int(line[x - channels]) : 0
                let b = Int(previous[x])
                let c = x >= channels ? Int(previous[x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Inflate.Failure(description: "filter type \(filter)")
                }
                line[x] = UInt8(truncatingIfNeeded: Int(line[x]) + predictor)
            }
            for x in 0..<width {
                let o = (y * width + x) * 4
                pixels[o] = line[x * channels]
                pixels[o + 1] = line[x * channels + 1]
                pixels[o + 2] = line[x * channels + 2]
                pixels[o + 3] = channels == 4 ? line[x * channels + 3] : 255
            }
            previous = line
        }
        self.width = width
        self.height = height
        self.rgba = pixels
    }
}
