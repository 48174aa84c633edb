import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
export default function Home(): ReactNode {
  return <Layout><main><h1>Find and Download Instruction Manual for your product.</h1></main></Layout>;
}
