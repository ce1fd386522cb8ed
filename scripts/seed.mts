console.log('seed: placeholder');
