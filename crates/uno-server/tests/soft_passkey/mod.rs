//! A software passkey for the accounts tests: a P-256 key (openssl) that
//! answers `navigator.credentials.create` and `.get` options as a
//! platform authenticator would (attestation `none`, user verified), so
//! the server's WebAuthn checks (`webauthn-rs`) run on real signatures.
#![allow(dead_code)]

use openssl::bn::{BigNum, BigNumContext};
use openssl::ec::{EcGroup, EcKey};
use openssl::hash::MessageDigest;
use openssl::nid::Nid;
use openssl::pkey::{PKey, Private};
use openssl::sign::Signer;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

pub fn b64url(b: &[u8]) -> String {
    const A: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut out = String::new();
    for c in b.chunks(3) {
        let n = (c[0] as u32) << 16
            | (*c.get(1).unwrap_or(&0) as u32) << 8
            | *c.get(2).unwrap_or(&0) as u32;
        for i in 0..=c.len() {
            out.push(A[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

pub fn b64url_decode(s: &str) -> Vec<u8> {
    const A: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let vals: Vec<u32> = s
        .bytes()
        .filter(|b| *b != b'=')
        .map(|b| A.iter().position(|a| *a == b).expect("base64url") as u32)
        .collect();
    let mut out = Vec::new();
    for c in vals.chunks(4) {
        let n = c
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, v)| n | v << (18 - 6 * i));
        for i in 0..c.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    out
}

// ----- just enough CBOR ----------------------------------------------------------

fn head(major: u8, n: u64) -> Vec<u8> {
    let m = major << 5;
    match n {
        0..=23 => vec![m | n as u8],
        24..=0xff => vec![m | 24, n as u8],
        0x100..=0xffff => {
            let mut v = vec![m | 25];
            v.extend((n as u16).to_be_bytes());
            v
        }
        _ => {
            let mut v = vec![m | 26];
            v.extend((n as u32).to_be_bytes());
            v
        }
    }
}

fn int(i: i64) -> Vec<u8> {
    if i >= 0 {
        head(0, i as u64)
    } else {
        head(1, (-1 - i) as u64)
    }
}

fn bytes(b: &[u8]) -> Vec<u8> {
    let mut v = head(2, b.len() as u64);
    v.extend(b);
    v
}

fn text(s: &str) -> Vec<u8> {
    let mut v = head(3, s.len() as u64);
    v.extend(s.as_bytes());
    v
}

fn map(entries: &[(Vec<u8>, Vec<u8>)]) -> Vec<u8> {
    let mut v = head(5, entries.len() as u64);
    for (k, x) in entries {
        v.extend(k);
        v.extend(x);
    }
    v
}

// ----- the authenticator -----------------------------------------------------------

pub struct SoftPasskey {
    key: EcKey<Private>,
    pub cred_id: Vec<u8>,
    pub user_handle: Vec<u8>,
    pub rp_id: String,
    pub origin: String,
    counter: u32,
}

impl SoftPasskey {
    /// Answers registration `options` (`{"publicKey": …}` as the server
    /// sent them): the new passkey and the credential to send back.
    pub fn create(options: &Value, origin: &str) -> (SoftPasskey, Value) {
        let pk = &options["publicKey"];
        let rp_id = pk["rp"]["id"].as_str().expect("rp.id").to_string();
        let user_handle = b64url_decode(pk["user"]["id"].as_str().expect("user.id"));
        let group = EcGroup::from_curve_name(Nid::X9_62_PRIME256V1).unwrap();
        let key = EcKey::generate(&group).unwrap();
        let mut ctx = BigNumContext::new().unwrap();
        let (mut x, mut y) = (BigNum::new().unwrap(), BigNum::new().unwrap());
        key.public_key()
            .affine_coordinates_gfp(&group, &mut x, &mut y, &mut ctx)
            .unwrap();
        let cose = map(&[
            (int(1), int(2)),
            (int(3), int(-7)),
            (int(-1), int(1)),
            (int(-2), bytes(&x.to_vec_padded(32).unwrap())),
            (int(-3), bytes(&y.to_vec_padded(32).unwrap())),
        ]);
        let cred_id: Vec<u8> = (0..32).map(|_| rand::random::<u8>()).collect();
        let mut auth = Sha256::digest(rp_id.as_bytes()).to_vec();
        auth.push(0x45); // user present, user verified, attested data
        auth.extend(0u32.to_be_bytes());
        auth.extend([0u8; 16]); // AAGUID
        auth.extend((cred_id.len() as u16).to_be_bytes());
        auth.extend(&cred_id);
        auth.extend(&cose);
        let att = map(&[
            (text("fmt"), text("none")),
            (text("attStmt"), map(&[])),
            (text("authData"), bytes(&auth)),
        ]);
        let client = json!({
            "type": "webauthn.create",
            "challenge": pk["challenge"],
            "origin": origin,
            "crossOrigin": false,
        })
        .to_string();
        let cred = json!({
            "id": b64url(&cred_id),
            "rawId": b64url(&cred_id),
            "type": "public-key",
            "response": {
                "attestationObject": b64url(&att),
                "clientDataJSON": b64url(client.as_bytes()),
            },
            "extensions": {},
        });
        let me = SoftPasskey {
            key,
            cred_id,
            user_handle,
            rp_id,
            origin: origin.to_string(),
            counter: 0,
        };
        (me, cred)
    }

    /// Answers sign-in `options`: the assertion to send back.
    pub fn get(&mut self, options: &Value) -> Value {
        self.counter += 1;
        let challenge = options["publicKey"]["challenge"].clone();
        self.assert_with(challenge, self.counter)
    }

    /// An assertion of `challenge` with signature counter `counter`.
    pub fn assert_with(&self, challenge: Value, counter: u32) -> Value {
        let mut auth = Sha256::digest(self.rp_id.as_bytes()).to_vec();
        auth.push(0x05); // user present, user verified
        auth.extend(counter.to_be_bytes());
        let client = json!({
            "type": "webauthn.get",
            "challenge": challenge,
            "origin": self.origin,
            "crossOrigin": false,
        })
        .to_string();
        let mut signed = auth.clone();
        signed.extend(Sha256::digest(client.as_bytes()));
        let pkey = PKey::from_ec_key(self.key.clone()).unwrap();
        let mut s = Signer::new(MessageDigest::sha256(), &pkey).unwrap();
        s.update(&signed).unwrap();
        let sig = s.sign_to_vec().unwrap();
        json!({
            "id": b64url(&self.cred_id),
            "rawId": b64url(&self.cred_id),
            "type": "public-key",
            "response": {
                "authenticatorData": b64url(&auth),
                "clientDataJSON": b64url(client.as_bytes()),
                "signature": b64url(&sig),
                "userHandle": b64url(&self.user_handle),
            },
            "extensions": {},
        })
    }
}

#[test]
fn base64url_round_trips() {
    for n in 0..40u8 {
        let v: Vec<u8> = (0..n).map(|i| i.wrapping_mul(37)).collect();
        assert_eq!(b64url_decode(&b64url(&v)), v);
    }
    assert_eq!(b64url(b"hi?"), "aGk_");
}
